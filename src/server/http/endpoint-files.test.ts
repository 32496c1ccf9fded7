import { describe, expect, it } from 'vitest';
import { endpointFiles, METHODS } from '../../../tests/support/endpoint-files.ts';

/**
 * Every endpoint under src/pages/api reads its input and answers through the one helper
 * (endpoint.ts): the body cap, the schemas, the `{ error, fields }` answer and refusals. A file
 * that answers some other way fails here by name.
 */
describe('the endpoint files', () => {
  const files = endpointFiles();

  it('are found', () => {
    expect(files.map((file) => file.route)).toEqual(
      expect.arrayContaining(['checkout', 'cart/quote', '[beacon]', 'dashboard/catalog/products/[id]']),
    );
  });

  it.each(files.map((file) => [file.file, file] as const))(
    '%s exports only methods made with endpoint()',
    (_, file) => {
      expect(file.exports.length, 'an endpoint file exports at least one method').toBeGreaterThan(0);
      const methods = file.exports.filter((name): name is (typeof METHODS)[number] =>
        (METHODS as readonly string[]).includes(name),
      );
      expect(file.exports, 'nothing but GET, POST, PUT, PATCH, DELETE or ALL').toEqual(methods);
      expect(file.throughHelper, 'each method as `export const METHOD = endpoint(…)`').toEqual(methods);
    },
  );
});
