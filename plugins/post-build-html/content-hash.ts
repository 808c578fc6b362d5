// Whether a built file's name still names its bytes, as webpack's RealContentHashPlugin computes it
// (md4 of the bytes with the file's own hash taken out): a file edited after the build fails.
import webpack from 'webpack';

const HASHED = /-([0-9a-f]{20})\.js$/;

/** True when `fileName`'s content hash is that of `content`; undefined when it has none. */
export function isNamedByItsBytes(fileName: string, content: string): boolean | undefined {
  const hash = HASHED.exec(fileName)?.[1];
  if (!hash) return undefined;
  const digest = webpack.util.createHash('md4').update(content.split(hash).join('')).digest('hex');
  return String(digest).slice(0, hash.length) === hash;
}
