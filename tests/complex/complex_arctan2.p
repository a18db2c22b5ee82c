;;; arctan2 of a complex
arctan2(1+:2, 1) =>
