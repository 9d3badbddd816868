import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './graphql-context.js';
import { resolvers } from './resolvers.js';

/** The SDL is the contract in shared-contracts; resolvers are typed from it by GraphQL Code Generator. */
const sdlUrl = import.meta.resolve('@remac/shared-contracts/graphql/schema.graphql');
export const typeDefs = readFileSync(fileURLToPath(sdlUrl), 'utf8');

export const schema = createSchema<GraphQLContext>({ typeDefs, resolvers: resolvers as never });
