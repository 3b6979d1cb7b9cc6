/**
 * The invisible bidirectional formatting characters (Unicode "Bidi_Control": LRM, RLM, ALM, the embeddings,
 * overrides and isolates). They reorder the text around them (an RLO turns `fdp.exe` round), carry nothing
 * that can be seen, and print as empty boxes in fonts without them: dropped from file names and printed text.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
