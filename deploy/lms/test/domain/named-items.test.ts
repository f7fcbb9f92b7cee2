import { effectiveNamedItems } from '../../src/domain/named-items';

it('applies user overrides by name over the tenant items', () => {
  const tenant = [
    { name: 'A', value: '1' },
    { name: 'B', value: '2' },
  ];
  expect(
    effectiveNamedItems(tenant, [
      { name: 'B', value: 'x' },
      { name: 'C', value: 'y' },
    ]),
  ).toEqual([
    { name: 'A', value: '1' },
    { name: 'B', value: 'x' },
    { name: 'C', value: 'y' },
  ]);
});
