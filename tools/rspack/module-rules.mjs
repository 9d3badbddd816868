const isDev = process.env.NODE_ENV === 'development';

/** TypeScript and JSX through rspack's built-in SWC. */
export function swcLoader() {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
        target: 'es2022',
      },
    },
  };
}

/** Class names of CSS modules: the same in the browser and the server build, so server markup hydrates. */
export function cssModuleNames(name) {
  return { localIdentName: `${name}__[local]__[hash:5]`, exportsConvention: 'camel-case-only' };
}
