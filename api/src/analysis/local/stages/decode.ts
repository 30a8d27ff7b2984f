import { decode } from "../raster.ts";
import type { Stage } from "./context.ts";

/** Decode once into the work raster every later stage measures. */
export const decodeStage: Stage = {
  name: "decode",
  needs: [],
  async run(ctx) {
    ctx.image = await decode(ctx.bytes);
  },
};
