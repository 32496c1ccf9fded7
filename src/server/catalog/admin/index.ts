/**
 * The dashboard's catalog, the one entry its endpoints use: the products list and editor (details,
 * sizes, batches, images), bulk changes, the menu board and its CSV import, the category tree and
 * each category's shop filters, and the search words. Every change is written with its staff
 * audit entry in the same transaction.
 */
export { loadDashboardCatalog } from './dashboard-catalog.ts';
export { listProducts } from './product-list.ts';
export { createProduct, saveProductDetails } from './product-details.ts';
export { requireProductEditor } from './product-editor.ts';
export { addVariant, removeVariant } from './product-sizes.ts';
export { updateVariant } from './variant-changes.ts';
export { updateStoreSize } from './store-size-changes.ts';
export { splitStorePrices } from './store-sizes.ts';
export { requireCatalogEditor, storeFiguresAreTheCatalogs } from './organization-editor.ts';
export { addBatch, removeBatch, updateBatch } from './product-batches.ts';
export { updateImageAlt } from './product-images.ts';
export { bulkUpdateProducts } from './product-bulk.ts';
export { listMenuBoard } from './menu-board.ts';
export { applyMenuImport, previewMenuImport, MAX_IMPORT_BODY_BYTES } from './menu-import.ts';
export { createCategory, deleteCategory, listCategoryTree, moveCategory, updateCategory } from './category-editor.ts';
export { saveShopFilters } from './shop-filters.ts';
export { createSearchWord, deleteSearchWord, listSearchWords, updateSearchWord } from './search-word-editor.ts';
export { lowStock } from './low-stock.ts';
/** A media library image put on a product, or taken off it (the library keeps the file). */
export { attachMediaToProduct, detachProductImage } from '../../media/admin/index.ts';
