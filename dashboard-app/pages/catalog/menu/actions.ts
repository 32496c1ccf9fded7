import type { VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import { applyImport, editSize, previewImport } from '../../../api/catalog.ts';
import { routeAction } from '../../../writes/route-action.ts';

/**
 * The board's changes: a size edited in place (its row shows the answer, so the board is not
 * reloaded), and the CSV import's dry run and apply (after which it is).
 */
export const menuBoardAction = routeAction({
  editSize: ({ variantId, edit }: { variantId: string; edit: VariantQuickEdit }) => editSize(variantId, edit),
  previewImport: ({ csv }: { csv: string }) => previewImport(csv),
  applyImport: ({ csv }: { csv: string }) => applyImport(csv),
});
