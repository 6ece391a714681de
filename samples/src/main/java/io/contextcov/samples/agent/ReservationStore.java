package io.contextcov.samples.agent;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** An in-memory stand-in for the airline's reservation system. */
public final class ReservationStore {
  /** One reservation as the tools report it. */
  public record Reservation(
      String id, String userId, String cabin, String insurance, String createdAt, String status) {}

  /** One customer. */
  public record User(String id, String name, String email, String phone) {}

  private final Map<String, Reservation> reservations = new ConcurrentHashMap<>();
  private final Map<String, User> users = new ConcurrentHashMap<>();

  public static ReservationStore sample() {
    ReservationStore s = new ReservationStore();
    s.users.put(
        "mia_li_3668", new User("mia_li_3668", "Mia Li", "mia.li@example.com", "415-555-0134"));
    s.reservations.put(
        "NO6JO3",
        new Reservation(
            "NO6JO3", "mia_li_3668", "basic_economy", "no", "2024-05-01T10:00:00", "booked"));
    s.reservations.put(
        "ZFA04Y",
        new Reservation(
            "ZFA04Y", "mia_li_3668", "business", "no", "2024-05-02T09:00:00", "booked"));
    return s;
  }

  public User user(String id) {
    return users.get(id);
  }

  public Reservation reservation(String id) {
    return reservations.get(id);
  }

  public Reservation cancel(String id) {
    return reservations.computeIfPresent(
        id,
        (k, r) ->
            new Reservation(
                r.id(), r.userId(), r.cabin(), r.insurance(), r.createdAt(), "cancelled"));
  }

  /** A reservation as the JSON-like map the tools return. */
  public static Map<String, Object> view(Reservation r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("reservation_id", r.id());
    m.put("user_id", r.userId());
    m.put("cabin", r.cabin());
    m.put("insurance", r.insurance());
    m.put("created_at", r.createdAt());
    m.put("status", r.status());
    return m;
  }
}
