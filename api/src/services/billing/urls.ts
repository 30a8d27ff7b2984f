/** Where Stripe and dev billing send the user back to (spec 02 §2, checkout return). */
export function billingUrls(publicUrl: string) {
  return {
    success: `${publicUrl}/settings?tab=billing&success=true`,
    cancel: `${publicUrl}/settings?tab=billing&canceled=true`,
    portalReturn: `${publicUrl}/settings?portal=return`,
  };
}

/** The dev pages live on the same server as the app, so they link back with relative URLs. */
export const DEV_ORIGIN = "";
