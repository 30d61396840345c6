import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

/**
 * MUI's tooltip for a cell of a list: its code comes with the grid's (which uses it for its own buttons), not
 * with the screen, so a screen whose cells have tips does not carry it before it draws. Until then, the cell
 * shows without its tip.
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function CellTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
