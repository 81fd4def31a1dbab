import { PreloadChunksPlugin } from './preload-plugin.js';

const chunk = (name, id) => ({ name, id, files: new Set([`${name ?? id}.js`]) });

describe('PreloadChunksPlugin', () => {
  const framework = chunk('framework');
  const forms = chunk(null, 267);
  const loginOnly = chunk(null, 283);
  const tables = chunk(null, 196);
  const groups = new Map([
    ['page-login', { chunks: [framework, forms, loginOnly, chunk('page-login')] }],
    ['layout', { chunks: [framework, forms, chunk('layout')] }],
    ['page-home', { chunks: [framework, forms, tables, chunk('page-home')] }],
  ]);
  const compilation = { namedChunkGroups: groups };

  it('adds the chunks every first page shares, and nothing one page alone needs', () => {
    const plugin = new PreloadChunksPlugin(['framework', 'bootstrap'], { commonTo: ['page-login', 'layout', 'page-home'] });
    expect(plugin.commonChunks(compilation)).toEqual([forms]);
  });

  it('adds nothing without commonTo, and names a missing page group', () => {
    expect(new PreloadChunksPlugin(['framework']).commonChunks(compilation)).toEqual([]);
    expect(() => new PreloadChunksPlugin(['framework'], { commonTo: ['page-nope'] }).commonChunks(compilation)).toThrow(
      'no chunk group named page-nope',
    );
  });
});
