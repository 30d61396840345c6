import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { ADVERT, CHANGE_ACTIVITY, STOP_ADVERT } from './adverts.graphql.ts';
import { addToJournal } from './campaign-journal.ts';
import type { StatusChange } from './components/ConfirmStatusDialog.tsx';

/**
 * Starts, pauses or stops a campaign and tells the seller how it went. The answer carries the campaign
 * with its new status and the journal's entry of the change: the cache knows the campaign by its
 * advertId, and the entry goes on top of the journal. A refusal stores the status WB reports now and
 * logs the refusal, which no answer carries: the campaign's page loads again to show both.
 */
export function useCampaignStatus(advertId: number) {
  const client = useApolloClient();
  const [changeActivity] = useMutation(CHANGE_ACTIVITY, {
    update: (cache, { data }) => addToJournal(cache, advertId, data?.changeAdvertActivity.action),
  });
  const [stop] = useMutation(STOP_ADVERT, {
    update: (cache, { data }) => addToJournal(cache, advertId, data?.stopAdvert.action),
  });
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
