/** The source file of an exposed module: `HeaderSearch` → `./src/exposes/header-search.tsx`. */
export function exposesFileOf(module) {
  const kebab = module.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `./src/exposes/${kebab}.tsx`;
}
