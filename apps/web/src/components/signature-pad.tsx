import { Eraser } from "lucide-react";
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import SignaturePadEngine from "signature_pad";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export type SignaturePadHandle = {
  /** Empties the pad (the parent's form reset, for instance); onChange(null) follows. */
  clear(): void;
};

export type SignaturePadProps = {
  label: string;
  /** How to sign; read by screen readers through aria-describedby. */
  instructions: string;
  clearLabel: string;
  /** Announced state under the pad ("Aucune signature" / "Signature enregistrée"). */
  emptyText: string;
  signedText: string;
  /** PNG data URL after each stroke, null once cleared. */
  onChange(dataUrl: string | null): void;
  disabled?: boolean;
  className?: string;
  ref?: Ref<SignaturePadHandle>;
};

// A white background: the PNG reads the same on a dark PDF viewer as on paper.
const BACKGROUND = "rgb(255, 255, 255)";

/**
 * A drawing area built on signature_pad. The canvas' backing store is sized by devicePixelRatio so
 * strokes stay sharp on phones; a resize (rotation, sidebar) clears a canvas, so strokes are kept with
 * toData() and replayed with fromData().
 */
export function SignaturePad({
  label,
  instructions,
  clearLabel,
  emptyText,
  signedText,
  onChange,
  disabled = false,
  className,
  ref,
}: SignaturePadProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadEngine(canvas, { backgroundColor: BACKGROUND, penColor: "rgb(15, 23, 42)" });
    padRef.current = pad;
    let width = 0;

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const cssWidth = canvas.offsetWidth;
      const cssHeight = canvas.offsetHeight;
      // The observer also fires for height-only or no-op changes: only a new size clears the canvas.
      if (cssWidth === 0 || (cssWidth === width && canvas.width === Math.round(cssWidth * ratio))) return;
      width = cssWidth;
      const strokes = pad.toData();
      canvas.width = Math.round(cssWidth * ratio);
      canvas.height = Math.round(cssHeight * ratio);
      canvas.getContext("2d")?.scale(ratio, ratio);
      // fromData clears first (painting the background), then replays the strokes in CSS pixels.
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);

    const onEnd = () => {
      setSigned(!pad.isEmpty());
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    };
    pad.addEventListener("endStroke", onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener("endStroke", onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setSigned(false);
    onChangeRef.current(null);
  };
  useImperativeHandle(ref, () => ({ clear }));

  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        <Button variant="outline" size="sm" onClick={clear} disabled={disabled || !signed}>
          <Eraser aria-hidden="true" />
          {clearLabel}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {instructions}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-state`}
        data-testid="signature-canvas"
        // touch-none: a finger drawing on a phone must not scroll the page.
        className={cn(
          "block h-44 w-full touch-none rounded-md border-2 border-dashed border-input-strong bg-white sm:h-48",
          disabled ? "cursor-not-allowed opacity-60" : "cursor-crosshair",
        )}
      />
      <p id={`${id}-state`} aria-live="polite" className="text-xs text-muted-foreground">
        {signed ? signedText : emptyText}
      </p>
    </div>
  );
}
