import { useMutation } from '@apollo/client/react';
import type { SyncDataset } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../errors.ts';
import { toast } from '../toast/toast.ts';
import { SYNC_NOW, SYNC_STATUS } from './sync-status.ts';

/**
 * Starts a sync of the named datasets (all with null) and tells the seller. The answer carries every
 * dataset's state, which replaces the cached sync status: the bar and the settings tab follow it.
 */
export function useSyncNow() {
  const [run, { loading }] = useMutation(SYNC_NOW, {
    update: (cache, { data }) => {
      const syncStatus = data?.syncNow.syncStatus;
      if (syncStatus) cache.writeQuery({ query: SYNC_STATUS, data: { syncStatus } });
    },
  });
  const syncNow = async (datasets: SyncDataset[] | null) => {
    try {
      const answer = await run({ variables: { datasets } });
      toast.info(doneMessage(answer.data?.syncNow.message, 'Обновление данных запущено'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось запустить обновление данных'));
    }
  };
  return { syncNow, starting: loading };
}
