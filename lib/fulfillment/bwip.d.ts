// The part of bwip-js's API the portal uses. Its own typings reference Node's types, which breaks
// the type check of the tests (node:assert); these stand in for them.
interface RenderOptions {
  bcid: string;
  text: string;
  scale?: number;
  height?: number;
  includetext?: boolean;
  backgroundcolor?: string;
  paddingwidth?: number;
  paddingheight?: number;
}
declare const bwipjs: { toBuffer(options: RenderOptions): Promise<Uint8Array> };
export default bwipjs;
