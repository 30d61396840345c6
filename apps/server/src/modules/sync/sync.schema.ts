import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { DateTime } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { CATEGORY_TITLES, DATASET_INFO, DATASETS } from './datasets.ts';
import { syncNow, syncStatusOf, type SyncStatusShape } from './sync.service.ts';

/** The stored dataset keys themselves (sync_states.dataset, job data), so no mapping sits between them. */
const SyncDatasetEnum = builder.enumType('SyncDataset', {
  description: 'A WB dataset the product keeps in its own database, each synced on its own.',
  values: DATASETS,
});

export const SyncState = builder.objectRef<SyncStatusShape>('SyncState').implement({
  description: 'How fresh one WB dataset of the company is, and whether it is loading now.',
  fields: (t) => ({
    dataset: t.expose('dataset', { type: SyncDatasetEnum }),
    lastSuccessAt: t.expose('lastSuccessAt', { type: DateTime, nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    running: t.exposeBoolean('running'),
    done: t.exposeInt('done'),
    total: t.exposeInt('total', { nullable: true }),
    what: t.string({
      description: "What the dataset holds, in the seller's words («заказы»).",
      resolve: (s) => DATASET_INFO[s.dataset].what,
    }),
    everyMinutes: t.int({
      description: 'How often the schedule loads it, in minutes.',
      resolve: (s) => DATASET_INFO[s.dataset].everyMinutes,
    }),
    tokenCategory: t.string({
      nullable: true,
      description: "The WB token category it needs, as WB's token form names it; null: any token.",
      resolve: (s) => {
        const category = DATASET_INFO[s.dataset].category;
        return category ? CATEGORY_TITLES[category] : null;
      },
    }),
  }),
});

builder.queryField('syncStatus', (t) =>
  t.field({
    type: [SyncState],
    description: 'The sync state of every WB dataset of the signed-in company.',
    resolve: access.member(({ companyId }, _args, ctx) => syncStatusOf(ctx.db, companyId)),
  }),
);

const SyncNowResult = builder
  .objectRef<MutationResultShape & { syncStatus: SyncStatusShape[] }>('SyncNowResult')
  .implement({
    description:
      "What syncNow queued, with every dataset's state after it (the named ones running), so a screen need not ask again.",
    fields: (t) => ({
      ...mutationResultFields(t),
      syncStatus: t.expose('syncStatus', { type: [SyncState] }),
    }),
  });

builder.mutationField('syncNow', (t) =>
  t.field({
    type: SyncNowResult,
    description: 'Loads the named datasets from WB now (all when none are named).',
    args: { datasets: t.arg({ type: [SyncDatasetEnum], required: false }) },
    resolve: access.member(async ({ companyId }, args, ctx) => ({
      id: null,
      ...(await syncNow(ctx.db, ctx.jobs, companyId, args.datasets)),
    })),
  }),
);
