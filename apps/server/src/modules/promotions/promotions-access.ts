import { access } from '../auth/access.ts';

/**
 * Who may join cards to WB's promotions: an admin of the company. Joining changes the price buyers pay,
 * as a price change does; when the company can grant members the right to change prices, this one
 * declaration is where that right is checked (docs/decisions.md, «Promotions»).
 */
export const mayJoinPromotions = access.admin;
