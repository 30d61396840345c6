import { useApolloClient, useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { session } from '../../shared/session.ts';
import { toast } from '../../shared/toast/toast.ts';
import { useSignOut } from '../../shared/use-sign-out.ts';
import { ACCEPT_INVITE } from './main.graphql.ts';

/**
 * Accepts an invite: the company is stored and the person signs in again, as switching does
 * (docs/api-contract.md, «Session»). A refused invite (revoked, expired) leaves the list: it is read again.
 */
export function useAcceptInvite() {
  const signOut = useSignOut();
  const { cache } = useApolloClient();
  const [accept, { loading }] = useMutation(ACCEPT_INVITE);
  const acceptInvite = async (inviteId: string) => {
    try {
      const answer = await accept({ variables: { inviteId } });
      const companyId = answer.data?.acceptInvite.id;
      if (companyId) session.setCompanyId(companyId);
      toast.success(doneMessage(answer.data?.acceptInvite.message, 'Приглашение принято: войдите снова'));
      await signOut();
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось принять приглашение'));
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myInvites' });
    }
  };
  return { acceptInvite, accepting: loading };
}
