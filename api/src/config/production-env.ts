// Imported first by main.ts: graphql-js runs extra development checks on every value unless NODE_ENV is production.
process.env.NODE_ENV ??= 'production';
export {};
