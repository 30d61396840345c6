import { useMutation } from '@apollo/client/react';
import { userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { MARK_NOTIFICATIONS_READ } from './notifications.graphql.ts';

/**
 * Marks notifications read: those named, or all of them with null. The answer carries the bell, which
 * replaces the cached one by itself; only a failure is told, as reading is its own notice.
 */
export function useMarkNotificationsRead() {
  const [markRead] = useMutation(MARK_NOTIFICATIONS_READ);
  return async (ids: string[] | null) => {
    try {
      await markRead({ variables: { ids } });
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось отметить уведомления прочитанными'));
    }
  };
}
