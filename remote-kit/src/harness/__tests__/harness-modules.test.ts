import { checkModules, fragmentsIn } from '../harness-modules';

const Stub = () => null;

it("places each of a remote's fragments once, where the shell's frame has its first slot", () => {
  expect(fragmentsIn('content', 'index')).toEqual(['ReviewsBand']);
  expect(fragmentsIn('content', 'footer')).toEqual(['Newsletter']);
  expect(fragmentsIn('catalog', 'header')).toEqual(['HeaderSearch']);
  expect(fragmentsIn('checkout', 'in-page')).toEqual(['AddToCart']);
});

it('refuses to start without every module the tables make the remote expose', () => {
  expect(() => checkModules('content', { Page: Stub, Newsletter: Stub })).toThrow('content harness: pass the exposed modules ReviewsBand');
  expect(() => checkModules('content', { Page: Stub, Newsletter: Stub, ReviewsBand: Stub })).not.toThrow();
});
