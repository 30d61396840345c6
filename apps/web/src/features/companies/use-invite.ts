import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { INVITE } from './companies.graphql.ts';

/** Invites an e-mail; the answer's invite joins the cached list of waiting invites. */
export function useInvite() {
  const [invite, { loading }] = useMutation(INVITE, {
    update: (cache, { data }) => {
      const created = data?.invite.invite;
      if (!created) return;
      cache.modify({
        fields: {
          companyInvites: (listed, { toReference }) => [...(listed as readonly unknown[]), toReference(created)],
        },
      });
    },
  });
  /** Whether the invite was created (when not, the admin has been told why). */
  const sendInvite = async (email: string) => {
    try {
      const answer = await invite({ variables: { email } });
      toast.success(doneMessage(answer.data?.invite.message, 'Приглашение отправлено'));
      return true;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось пригласить пользователя'));
      return false;
    }
  };
  return { sendInvite, inviting: loading };
}
