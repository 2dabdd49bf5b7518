/** The id of a delivery's heading, which takes focus when a line leaves or arrives. */
export function deliveryHeadingId(shipmentNo: number): string {
  return `cart-delivery-${shipmentNo}`;
}

/**
 * After a line was moved or deleted its buttons are gone: focus goes to the heading of the delivery it went to
 * (or left), so a keyboard or screen-reader user continues from there instead of from the top of the page.
 */
export function focusDelivery(shipmentNo: number): void {
  requestAnimationFrame(() => {
    const heading =
      document.getElementById(deliveryHeadingId(shipmentNo)) ??
      document.getElementById(deliveryHeadingId(1)) ??
      document.getElementById('cart-title');
    heading?.focus();
  });
}
