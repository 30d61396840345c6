import { access } from '../auth/access.ts';

/**
 * Who may join cards to WB's promotions: an admin, or a member the company gave the right to change
 * prices (docs/access.md). Joining changes the price buyers pay, as a price change does.
 */
export const mayJoinPromotions = access.priceRight;
