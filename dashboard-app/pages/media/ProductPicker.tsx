import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ProductWithImages } from '#lib/media/media-library.ts';
import { problemMessage } from '../../api/client.ts';
import { searchProductImages } from '../../api/media.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';

/**
 * Finds products by name and lists them; what can be done with each (add one of its pictures to a
 * bundle, show a library image on it) is the caller's `children(product)`. It is a form of its
 * own, so it must not sit inside another.
 */
export function ProductPicker({
  label,
  children,
}: {
  label: string;
  children: (product: ProductWithImages) => ReactNode;
}) {
  const inputId = useId();
  const [products, setProducts] = useState<ProductWithImages[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      setProducts((await searchProductImages(String(new FormData(event.currentTarget).get('q') ?? ''))).products);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        aria-label={label}
        onSubmit={(event) => void search(event)}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold">
            {label}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            maxLength={100}
            placeholder="Product name"
            className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700"
          />
        </div>
        <Button type="submit" tone="secondary" busy={busy}>
          Search
        </Button>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div aria-live="polite">
        {products &&
          (products.length === 0 ? (
            <p className="text-ink-muted">No product with pictures matches that name.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {products.map((product) => (
                <li key={product.id} className="rounded-lg border border-ink/10 p-2">
                  {children(product)}
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
