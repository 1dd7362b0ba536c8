declare module 'heic-decode' {
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  interface HeicImages extends Array<HeicImage> {
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<{
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImages>;
  }
  export default decode;
}
