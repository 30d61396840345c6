import { builder, MutationResult } from '../../graphql/builder.ts';
import { appError } from '../../graphql/errors.ts';
import { access } from '../auth/access.ts';
import { CATEGORY_TITLES, DATASET_INFO, DATASETS } from './datasets.ts';
import { syncNow, syncStatusOf, type SyncStatusShape } from './sync.service.ts';

const SyncState = builder.objectRef<SyncStatusShape>('SyncState').implement({
  description: 'How fresh one WB dataset of the company is, and whether it is loading now.',
  fields: (t) => ({
    dataset: t.exposeString('dataset'),
    lastSuccessAt: t.string({ nullable: true, resolve: (s) => s.lastSuccessAt?.toISOString() ?? null }),
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

builder.mutationField('syncNow', (t) =>
  t.field({
    type: MutationResult,
    description: `Loads the named datasets from WB now (all when none are named): ${DATASETS.join(', ')}.`,
    args: { datasets: t.arg.stringList({ required: false }) },
    resolve: access.member(async ({ companyId }, args, ctx) => {
      const answer = await syncNow(ctx.jobs, companyId, args.datasets);
      if (!answer.ok)
        throw appError('BAD_USER_INPUT', `Неизвестные данные для обновления: ${answer.unknown.join(', ')}`);
      return { id: null, message: answer.message };
    }),
  }),
);
