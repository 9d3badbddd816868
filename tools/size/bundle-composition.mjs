import { SourceMapConsumer } from 'source-map-js';

/** The package a bundled source belongs to: `react-dom`, `@apollo/client`, or `own code`. */
export function ownerOfSource(source) {
  if (!source || source.startsWith('data:') || source.includes('webpack/runtime') || source.includes('webpack/bootstrap'))
    return 'federation and bundler runtime';
  const inModules = source.split('node_modules/');
  if (inModules.length < 2) return source.includes('shared-contracts') ? '@remac/shared-contracts' : 'own code';
  const parts = inModules[inModules.length - 1].split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return name.startsWith('@module-federation/') ? 'federation and bundler runtime' : name;
}

/**
 * How the minified bytes of a bundle divide between packages, from its source map: each generated
 * segment counts for the source it maps to. Returns owner → share (0…1).
 */
export function bundleComposition(code, map) {
  const lines = code.split('\n');
  const bytes = new Map();
  const consumer = new SourceMapConsumer(map);
  let previous = null;
  const count = (segment, length) => {
    const owner = ownerOfSource(segment.source);
    bytes.set(owner, (bytes.get(owner) ?? 0) + length);
  };
  consumer.eachMapping((mapping) => {
    if (previous) {
      const sameLine = mapping.generatedLine === previous.generatedLine;
      const end = sameLine ? mapping.generatedColumn : lines[previous.generatedLine - 1].length;
      count(previous, Math.max(0, end - previous.generatedColumn));
    }
    previous = mapping;
  });
  if (previous) count(previous, Math.max(0, lines[previous.generatedLine - 1].length - previous.generatedColumn));
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
  return new Map([...bytes].map(([owner, value]) => [owner, value / total]));
}
