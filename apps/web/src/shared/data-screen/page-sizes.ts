/** The page sizes every screen's table offers. */
export const PAGE_SIZES = [25, 50, 100];
