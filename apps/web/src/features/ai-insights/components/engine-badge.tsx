import { useAiEngine } from "../api/ai-insights-api.ts";

/** The sidebar badge of AI insights: the engine really answering (decision 044), never a borrowed name. */
export function EngineBadge() {
  const engine = useAiEngine();
  if (!engine.data) return null;
  return (
    <span
      data-testid="engine-badge"
      className="max-w-[7.5rem] truncate rounded bg-violet-600 px-1.5 py-0.5 text-[0.65rem] font-bold leading-none tracking-wide text-white ring-1 ring-white/15"
      title={engine.data.label}
    >
      {engine.data.label}
    </span>
  );
}
