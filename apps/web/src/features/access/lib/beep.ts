// The reader answers aloud too: a guard looking at the person, not the screen, still hears it.

/** A short beep (high when granted, low twice when refused): the guard hears the answer. */
export function beep(granted: boolean) {
  try {
    const audio = new AudioContext();
    const tones = granted ? [880] : [220, 220];
    tones.forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.25);
      osc.stop(audio.currentTime + i * 0.25 + 0.18);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio output: the screen still shows the answer.
  }
}
