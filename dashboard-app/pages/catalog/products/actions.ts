import type {
  BatchInput,
  NewProductInput,
  ProductDetailsInput,
  VariantChanges,
  VariantInput,
} from '#lib/catalog/product-editor.ts';
import type { ProductBulkRequest } from '#lib/catalog/product-list.ts';
import {
  addBatch,
  addSize,
  bulkUpdate,
  changeSize,
  createProduct,
  removeBatch,
  removeSize,
  saveBatch,
  saveDetails,
  saveImageAlt,
} from '../../../api/catalog.ts';
import { markCatalogChanged } from '../../../catalog.ts';
import { routeAction } from '../../../writes/route-action.ts';

/** A new product (the add form), and a bulk action on the selected rows; both change the catalog's counts. */
export const productsAction = routeAction({
  create: async (input: NewProductInput) => {
    const created = await createProduct(input);
    markCatalogChanged();
    return created;
  },
  bulk: async (request: ProductBulkRequest) => {
    const result = await bulkUpdate(request);
    markCatalogChanged();
    return result;
  },
});

/** The editor's saves: each answers with the editor's data as saved, which the page then reloads. */
export const productEditorAction = routeAction({
  saveDetails: ({ productId, input }: { productId: string; input: ProductDetailsInput }) =>
    saveDetails(productId, input),
  addSize: ({ productId, input }: { productId: string; input: VariantInput }) => addSize(productId, input),
  changeSize: ({ productId, variantId, changes }: { productId: string; variantId: string; changes: VariantChanges }) =>
    changeSize(productId, variantId, changes),
  removeSize: ({ productId, variantId }: { productId: string; variantId: string }) => removeSize(productId, variantId),
  addBatch: ({ productId, input }: { productId: string; input: BatchInput }) => addBatch(productId, input),
  saveBatch: ({ productId, batchId, input }: { productId: string; batchId: string; input: BatchInput }) =>
    saveBatch(productId, batchId, input),
  removeBatch: ({ productId, batchId }: { productId: string; batchId: string }) => removeBatch(productId, batchId),
  saveImageAlt: ({ productId, imageId, alt }: { productId: string; imageId: string; alt: string }) =>
    saveImageAlt(productId, imageId, alt),
});
