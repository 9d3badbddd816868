// CSS modules in tests: every class name maps to itself, so `styles.notice` is "notice".
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : key),
  },
);
