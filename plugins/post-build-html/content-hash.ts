// Whether a built file's name still names its bytes: the content hash in `name-<hash>.js` is
// what webpack's RealContentHashPlugin computes, the hash of the file's bytes with the file's own
// hash taken out of them (a bundle names itself, in its license comment), by output.hashFunction
// (webpack 5's default, md4, which Gatsby keeps), cut to the hash's length. A file edited after
// the build no longer matches. Used by the contract test over the real build
// (e2e/page-loading/page-loader.spec.ts) and the compile hint's test.
import webpack from 'webpack';

const HASHED = /-([0-9a-f]{20})\.js$/;

/** True when `fileName`'s content hash is that of `content`; undefined when it has none. */
export function isNamedByItsBytes(fileName: string, content: string): boolean | undefined {
  const hash = HASHED.exec(fileName)?.[1];
  if (!hash) return undefined;
  const digest = webpack.util.createHash('md4').update(content.split(hash).join('')).digest('hex');
  return String(digest).slice(0, hash.length) === hash;
}
