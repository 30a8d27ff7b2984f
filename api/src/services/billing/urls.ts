/** Where Stripe and dev billing send the user back to (spec 02 §2, checkout return). */
export function billingUrls(publicUrl: string) {
  return {
    success: `${publicUrl}/settings?tab=billing&success=true`,
    cancel: `${publicUrl}/settings?tab=billing&canceled=true`,
    portalReturn: `${publicUrl}/settings?portal=return`,
  };
}
