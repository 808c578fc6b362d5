// probe-image-size's reader of a file's bytes, which DefinitelyTyped's types leave out.
declare module 'probe-image-size/sync' {
  type Found = { width: number; height: number; type: string };
  export default function probeImageSize(data: Uint8Array): Found | null;
}
