import { builder } from './builder.ts';
import './scalars.ts';
import './system.ts';
import '../lib/list-query/list-query.schema.ts';
import '../modules/auth/auth.schema.ts';
import '../modules/companies/companies.schema.ts';
import '../modules/invites/invites.schema.ts';
import '../modules/tokens-vault/tokens-vault.schema.ts';
import '../modules/sync/sync.schema.ts';
import '../modules/tokens/tokens.schema.ts';
import '../modules/cards/cards.schema.ts';
import '../modules/tariffs/tariffs.schema.ts';
import '../modules/taxes/taxes.schema.ts';
import '../modules/unit/unit.schema.ts';
import '../modules/unit/plan-fact.schema.ts';
import '../modules/supplies/supplies.schema.ts';
import '../modules/fbs/fbs.schema.ts';
import '../modules/fbo/fbo.schema.ts';
import '../modules/unsaved-units/unsaved-units.schema.ts';
import '../modules/reports/reports.schema.ts';
import '../modules/adverts/adverts.schema.ts';
import '../modules/orders/orders.schema.ts';
import '../modules/sales/sales.schema.ts';
import '../modules/home/home.schema.ts';
import '../modules/promotions/promotions.schema.ts';

// Each module adds its types and fields to the builder when imported above.
export const schema = builder.toSchema({ sortSchema: true });
