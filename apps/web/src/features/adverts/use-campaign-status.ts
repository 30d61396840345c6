import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { ADVERT, ADVERT_ACTIONS, CHANGE_ACTIVITY, STOP_ADVERT } from './adverts.graphql.ts';
import type { StatusChange } from './components/ConfirmStatusDialog.tsx';

/**
 * Starts, pauses or stops a campaign and tells the seller how it went. The answer's campaign carries
 * the new status, which the cache knows by its advertId; the journal's entry of the change cannot
 * come with it, so the journal alone loads again. A refusal stores the status WB reports now and
 * logs the refusal: the campaign's page loads again to show both.
 */
export function useCampaignStatus(advertId: number) {
  const client = useApolloClient();
  const journal = { refetchQueries: [{ query: ADVERT_ACTIONS, variables: { advertId } }], awaitRefetchQueries: true };
  const [changeActivity] = useMutation(CHANGE_ACTIVITY, journal);
  const [stop] = useMutation(STOP_ADVERT, journal);
  const [changing, setChanging] = useState(false);
  /** Whether WB changed the status (when not, the seller has been told why). */
  const changeStatus = async (change: StatusChange) => {
    setChanging(true);
    try {
      const answer =
        change === 'stop'
          ? (await stop({ variables: { advertId } })).data?.stopAdvert
          : (await changeActivity({ variables: { advertId, type: change } })).data?.changeAdvertActivity;
      toast.success(doneMessage(answer?.message, 'Статус кампании изменён'));
      return true;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось изменить статус кампании'));
      void client.refetchQueries({ include: [ADVERT] });
      return false;
    } finally {
      setChanging(false);
    }
  };
  return { changeStatus, changing };
}
