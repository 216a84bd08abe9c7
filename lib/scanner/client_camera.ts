// Camera scanning for Scan-Pal: the browser's BarcodeDetector where it exists (Chromium on
// Android, macOS, ChromeOS), else the ZXing WebAssembly decoder, whose .wasm the portal serves
// itself (/scan-pal/zxing_reader.wasm) so it works offline and with no third-party request.
// zxing-wasm's JavaScript is imported only when needed, so other browsers never download it.

export interface Decoder {
  kind: "native" | "wasm";
  detect(video: HTMLVideoElement): Promise<string[]>;
}

const NATIVE_FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"];

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as unknown as { BarcodeDetector?: NativeDetectorClass })
    .BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
    if (formats.length === 0) return null;
    const detector = new Detector({ formats });
    return {
      kind: "native",
      detect: async (video) => (await detector.detect(video)).map((b) => b.rawValue),
    };
  } catch {
    return null;
  }
}

async function wasmDecoder(wasmUrl: string): Promise<Decoder> {
  const { prepareZXingModule, readBarcodes } = await import("zxing-wasm/reader");
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  return {
    kind: "wasm",
    detect: async (video) => {
      if (!video.videoWidth) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = await readBarcodes(image, {
        formats: ["EAN-13", "EAN-8", "UPC-A", "UPC-E"],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return found.filter((r) => r.isValid).map((r) => r.text);
    },
  };
}

export async function makeDecoder(wasmUrl: string): Promise<Decoder> {
  return await nativeDecoder() ?? await wasmDecoder(wasmUrl);
}

/** A short beep confirming a scan (no audio file to download or cache). */
export function beep(frequency = 880): void {
  try {
    const audio = new AudioContext();
    const osc = audio.createOscillator();
    osc.frequency.value = frequency;
    osc.connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.08);
    osc.onended = () => audio.close();
  } catch {
    // No audio (autoplay policy): the list on screen still shows the scan.
  }
}
