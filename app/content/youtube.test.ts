// Decision 044: how-to-use's externalVideo and the gallery's 'VideoLink' (spec products-and-buying
// §2.3 "product video, when the specification 'VideoLink' exists") are YouTube links.
import { describe, expect, it } from "vitest";

import { youtubeVideoId } from "./youtube";

describe("youtubeVideoId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=Aq7Kp2Lm9Xw", "Aq7Kp2Lm9Xw"],
    ["https://www.youtube.com/watch?feature=share&v=Aq7Kp2Lm9Xw&t=10", "Aq7Kp2Lm9Xw"],
    ["https://youtu.be/Aq7Kp2Lm9Xw?si=x", "Aq7Kp2Lm9Xw"],
    ["https://www.youtube.com/embed/Aq7Kp2Lm9Xw", "Aq7Kp2Lm9Xw"],
    ["https://m.youtube.com/shorts/Aq7Kp2Lm9Xw", "Aq7Kp2Lm9Xw"],
  ])("reads %s", (url, id) => expect(youtubeVideoId(url)).toBe(id));

  it.each([
    "http://youtu.be/Aq7Kp2Lm9Xw",
    "https://vimeo.com/123456",
    "https://evil.example/watch?v=Aq7Kp2Lm9Xw",
    "https://youtu.be/corto",
    "Aq7Kp2Lm9Xw",
  ])("refuses %s", (url) => expect(youtubeVideoId(url)).toBeNull());
});
