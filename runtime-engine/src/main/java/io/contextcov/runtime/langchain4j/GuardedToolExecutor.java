package io.contextcov.runtime.langchain4j;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import io.contextcov.json.Json;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Decides a tool call before its executor runs (a blocked call never runs; the model gets the
 * decision's error, or the guard throws) and rewrites the result with the bundle's transforms.
 */
final class GuardedToolExecutor implements ToolExecutor {
  private final ToolExecutor delegate;
  private final Function<Object, Session> sessions;
  private final ToolGuard.OnBlock onBlock;

  GuardedToolExecutor(
      ToolExecutor delegate, Function<Object, Session> sessions, ToolGuard.OnBlock onBlock) {
    this.delegate = delegate;
    this.sessions = sessions;
    this.onBlock = onBlock;
  }

  @Override
  public String execute(ToolExecutionRequest request, Object memoryId) {
    Session session = sessions.apply(memoryId);
    ToolCall call = call(request);
    Decision d = session.before(call);
    if (!d.allowed()) {
      return blocked(d);
    }
    String result = delegate.execute(request, memoryId);
    return text(session.after(call, result));
  }

  @Override
  public ToolExecutionResult executeWithContext(
      ToolExecutionRequest request, InvocationContext context) {
    Object memoryId = context == null ? null : context.chatMemoryId();
    Session session = sessions.apply(memoryId);
    ToolCall call = call(request);
    Decision d = session.before(call);
    if (!d.allowed()) {
      return ToolExecutionResult.builder().isError(true).resultText(blocked(d)).build();
    }
    ToolExecutionResult result = delegate.executeWithContext(request, context);
    if (result.isError()) {
      return result;
    }
    String shown = text(session.after(call, result.resultText()));
    return ToolExecutionResult.builder().result(shown).resultText(shown).build();
  }

  private String blocked(Decision d) {
    if (onBlock == ToolGuard.OnBlock.THROW) {
      throw new ToolCallBlockedException(d);
    }
    return d.toToolError();
  }

  /**
   * The call as the engine sees it; arguments that are not a JSON object are kept under {@code
   * _raw}.
   */
  @SuppressWarnings("unchecked")
  static ToolCall call(ToolExecutionRequest request) {
    String raw = request.arguments();
    Map<String, Object> args;
    try {
      Object parsed = raw == null || raw.isBlank() ? Map.of() : Json.parse(raw);
      if (parsed instanceof Map<?, ?> m) {
        args = (Map<String, Object>) m;
      } else {
        args = new LinkedHashMap<>();
        args.put("_raw", raw);
      }
    } catch (Json.ParseException e) {
      args = new LinkedHashMap<>();
      args.put("_raw", raw);
    }
    return new ToolCall(request.name(), args);
  }

  private static String text(Object shown) {
    return shown instanceof String s ? s : Json.write(shown);
  }
}
