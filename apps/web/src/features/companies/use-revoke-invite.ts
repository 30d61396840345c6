import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { REVOKE_INVITE } from './companies.graphql.ts';

/** Withdraws an invite; the revoked invite leaves the cache, and so every list that showed it. */
export function useRevokeInvite() {
  const [revoke] = useMutation(REVOKE_INVITE, {
    update: (cache, { data }) => {
      const inviteId = data?.revokeInvite.id;
      if (!inviteId) return;
      cache.evict({ id: cache.identify({ __typename: 'CompanyInvite', id: inviteId }) });
      cache.gc();
    },
  });
  return async (inviteId: string) => {
    try {
      const answer = await revoke({ variables: { inviteId } });
      toast.success(doneMessage(answer.data?.revokeInvite.message, 'Приглашение отозвано'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось отозвать приглашение'));
    }
  };
}
