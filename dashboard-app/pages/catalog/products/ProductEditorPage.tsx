import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ProductEditorData } from '#lib/catalog/product-editor.ts';
import { foundOr404 } from '../../../api/client.ts';
import { loadProductEditor } from '../../../api/catalog.ts';
import { useShownStore } from '../../../shell/store-switch.ts';
import { AuditLog } from '../../../ui/AuditLog.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { BatchForm } from './BatchForm.tsx';
import { ImageAltForm } from './ImageAltForm.tsx';
import { ProductDetailsForm } from './ProductDetailsForm.tsx';
import { SizeForm } from './SizeForm.tsx';
import { productEditorAction } from './actions.ts';

export function loader({ params }: LoaderFunctionArgs) {
  return foundOr404(loadProductEditor(params.id ?? ''), 'No product has that address.');
}

export { productEditorAction as action };

/**
 * The product editor: details, sizes (prices, stock, limits), lab batches, images' descriptions and
 * search text, each saved on its own and audit-logged; the product's history below.
 */
export function Component() {
  const editor = useLoaderData<typeof loader>();
  // Keyed by product: moving to another product's editor starts its forms afresh.
  return <ProductEditor key={editor.product.id} editor={editor} />;
}

function ProductEditor({ editor }: { editor: ProductEditorData }) {
  const { product } = editor;
  const store = useShownStore();

  return (
    <>
      <PageHeader
        title={product.name}
        description={
          <>
            <Link to="/dashboard/products" className="text-brand-800 underline">
              All products
            </Link>
            {' · '}
            <a href={`/products/${product.slug}`} className="text-brand-800 underline">
              View on the store
            </a>
          </>
        }
      />
      <div className="flex flex-col gap-8">
        <ProductDetailsForm data={editor} />

        <section aria-labelledby="sizes-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
          <h2 id="sizes-heading" className="text-xl font-bold text-brand-900">
            Sizes
          </h2>
          <p className="mt-1 text-ink-muted">
            What is sold: each size has its own prices, stock and Michigan purchase-limit amount.
            {store && ` Prices above are the catalog’s; ${store.name} follows them unless it sets its own.`}
          </p>
          <div className="mt-4 flex flex-col gap-4">
            {editor.variants.map((variant) => (
              <SizeForm key={variant.id} productId={product.id} variant={variant} store={store} />
            ))}
            <SizeForm productId={product.id} />
          </div>
        </section>

        <section aria-labelledby="batches-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
          <h2 id="batches-heading" className="text-xl font-bold text-brand-900">
            Batches and lab results
          </h2>
          <p className="mt-1 text-ink-muted">
            {product.isCannabis
              ? 'The product is on the menu only while it has an active batch that has not expired.'
              : 'Not needed for goods that are not cannabis.'}
          </p>
          <div className="mt-4 flex flex-col gap-4">
            {editor.batches.map((batch) => (
              <BatchForm key={batch.id} productId={product.id} batch={batch} />
            ))}
            <BatchForm productId={product.id} />
          </div>
        </section>

        <section aria-labelledby="images-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
          <h2 id="images-heading" className="text-xl font-bold text-brand-900">
            Images
          </h2>
          <p className="mt-1 text-ink-muted">
            Images are added in the media library; describe each one here for people who cannot see it.
          </p>
          <div className="mt-4 flex flex-col gap-3">
            {editor.images.length === 0 && <p className="text-ink-muted">This product has no images yet.</p>}
            {editor.images.map((image, index) => (
              <ImageAltForm key={image.id} productId={product.id} image={image} position={index + 1} />
            ))}
          </div>
        </section>

        <AuditLog
          entries={editor.audit}
          title="History"
          empty="No changes have been made in the dashboard yet."
          headingId="history-heading"
        />
      </div>
    </>
  );
}
