package io.contextcov.samples.agent;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** The airline tools the agent may call, backed by the in-memory store. */
public final class AirlineTools {
  private final ReservationStore store;

  /** How many cancellations actually ran (a blocked call never reaches the store). */
  public final AtomicInteger cancellations = new AtomicInteger();

  public AirlineTools(ReservationStore store) {
    this.store = store;
  }

  @Tool(name = "get_user_details", value = "Look up a customer by user id")
  public Map<String, Object> getUserDetails(@P("the customer's user id") String user_id) {
    ReservationStore.User u = store.user(user_id);
    return u == null
        ? Map.of("error", "no such user")
        : Map.of("user_id", u.id(), "name", u.name(), "email", u.email(), "phone", u.phone());
  }

  @Tool(name = "get_reservation_details", value = "Look up a reservation")
  public Map<String, Object> getReservationDetails(@P("the reservation id") String reservation_id) {
    ReservationStore.Reservation r = store.reservation(reservation_id);
    return r == null ? Map.of("error", "no such reservation") : ReservationStore.view(r);
  }

  @Tool(name = "cancel_reservation", value = "Cancel a reservation")
  public Map<String, Object> cancelReservation(@P("the reservation id") String reservation_id) {
    cancellations.incrementAndGet();
    ReservationStore.Reservation r = store.cancel(reservation_id);
    return r == null ? Map.of("error", "no such reservation") : ReservationStore.view(r);
  }
}
