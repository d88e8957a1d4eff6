// A stand-in for the Radio PoC 4G gateway (issue 12, decision 034): reports telemetry and transcripts
// for radios by their keys, as the real gateway would.
//
//   node scripts/radio-gateway.mjs [--url http://localhost:3000] [--key hts_radio_…]… [--every 10] [--once]
//     [--say "Départ de feu au local poubelles"]
//
// Without --key it uses the demo company's radio key. Every `--every` seconds each radio reports a
// battery that drains, a signal that varies and a position that drifts; now and then a routine
// transcript. `--say` sends one transcript and stops.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    key: { type: "string", multiple: true, default: ["hts_radio_demo-sentinelle-radio-1-2026"] },
    every: { type: "string", default: "10" },
    once: { type: "boolean", default: false },
    say: { type: "string" },
  },
});

const ROUTINE = [
  "Ronde terminée au niveau -1, rien à signaler",
  "Je prends le relais au poste d'accueil",
  "Livraison arrivée au quai 2, je contrôle les papiers",
  "Parking visiteurs complet, je redirige vers P2",
];

async function post(key, path, body) {
  const res = await fetch(`${values.url}/api/radio/gateway/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-radio-key": key },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) console.error(`${path} ${res.status} ${text}`);
  return res.ok ? JSON.parse(text) : null;
}

if (values.say) {
  const sent = await post(values.key[0], "communications", { transcript: values.say });
  if (sent)
    console.log(
      sent.emergencyDetected ? `urgence détectée : ${sent.aiAnalysis.keywords_found.join(", ")}` : "routine",
    );
  process.exit(sent ? 0 : 1);
}

const state = values.key.map((key, i) => ({
  key,
  battery: 95 - i * 7,
  lat: 48.8566 + i * 0.01,
  lng: 2.3522 + i * 0.01,
}));

async function tick() {
  for (const radio of state) {
    radio.battery = Math.max(0, radio.battery - Math.random() * 2);
    radio.lat += (Math.random() - 0.5) * 0.001;
    radio.lng += (Math.random() - 0.5) * 0.001;
    await post(radio.key, "telemetry", {
      battery: Math.round(radio.battery),
      signalStrength: Math.round(55 + Math.random() * 45),
      location: { lat: radio.lat, lng: radio.lng },
    });
    if (Math.random() < 0.2)
      await post(radio.key, "communications", {
        transcript: ROUTINE[Math.floor(Math.random() * ROUTINE.length)],
      });
  }
  console.log(`${new Date().toISOString()} télémétrie envoyée pour ${state.length} radio(s)`);
}

await tick();
if (!values.once) setInterval(tick, Number(values.every) * 1000);
