package io.contextcov.runtime.langchain4j;

import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.agent.tool.ToolSpecifications;
import dev.langchain4j.service.tool.DefaultToolExecutor;
import dev.langchain4j.service.tool.ToolExecutor;
import dev.langchain4j.service.tool.ToolProvider;
import dev.langchain4j.service.tool.ToolProviderResult;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Puts the engine in front of LangChain4j tools. Each chat memory id gets its own session, so
 * sequence and limit rules follow one conversation.
 *
 * <pre>{@code
 * ToolGuard guard = ToolGuard.of(engine);
 * Assistant a = AiServices.builder(Assistant.class)
 *     .chatModel(model)
 *     .tools(guard.wrap(new AirlineTools(store)))
 *     .build();
 * }</pre>
 */
public final class ToolGuard {
  /** What a blocked call does: return the error to the model (default), or throw. */
  public enum OnBlock {
    RETURN_ERROR,
    THROW
  }

  private final Function<Object, Session> sessions;
  private final OnBlock onBlock;

  private ToolGuard(Function<Object, Session> sessions, OnBlock onBlock) {
    this.sessions = sessions;
    this.onBlock = onBlock;
  }

  /** A guard with one session per chat memory id (a shared one when there is no id). */
  public static ToolGuard of(Engine engine) {
    Map<Object, Session> byMemory = new ConcurrentHashMap<>();
    return new ToolGuard(
        id ->
            byMemory.computeIfAbsent(
                id == null ? "default" : id, k -> engine.session(String.valueOf(k))),
        OnBlock.RETURN_ERROR);
  }

  /** A guard that asks {@code sessions} for the session of a chat memory id. */
  public static ToolGuard of(Function<Object, Session> sessions) {
    return new ToolGuard(sessions, OnBlock.RETURN_ERROR);
  }

  public ToolGuard onBlock(OnBlock mode) {
    return new ToolGuard(sessions, mode);
  }

  /** Guards one executor. */
  public ToolExecutor guard(ToolExecutor delegate) {
    return new GuardedToolExecutor(delegate, sessions, onBlock);
  }

  /** Guards every executor of a tool map, as {@code AiServices.tools(Map)} takes it. */
  public Map<ToolSpecification, ToolExecutor> guard(Map<ToolSpecification, ToolExecutor> tools) {
    Map<ToolSpecification, ToolExecutor> out = new LinkedHashMap<>();
    tools.forEach((spec, exec) -> out.put(spec, guard(exec)));
    return out;
  }

  /** Guards a tool provider: every tool it provides goes through the engine. */
  public ToolProvider guard(ToolProvider delegate) {
    return request -> {
      ToolProviderResult result = delegate.provideTools(request);
      return new ToolProviderResult(guard(result.tools()));
    };
  }

  /** The {@code @Tool} methods of the given objects, each guarded. */
  public Map<ToolSpecification, ToolExecutor> wrap(Object... toolObjects) {
    Map<ToolSpecification, ToolExecutor> out = new LinkedHashMap<>();
    for (Object o : toolObjects) {
      for (Method m : o.getClass().getDeclaredMethods()) {
        if (m.isAnnotationPresent(Tool.class)) {
          out.put(
              ToolSpecifications.toolSpecificationFrom(m), guard(new DefaultToolExecutor(o, m)));
        }
      }
    }
    return out;
  }
}
