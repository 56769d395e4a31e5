package io.github.carcassonne.testkit;

import io.github.carcassonne.Engine;
import io.github.carcassonne.RuleSet;
import io.github.carcassonne.spi.RuleModule;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A JUnit 5 extension that gives tests a {@link CheckedEngine} parameter and, after each test,
 * fails it if any state or transition that engine made broke an invariant (also one the test
 * caught). The rule set comes from {@link CheckInvariants} on the method or the class, else the
 * base game with default options.
 *
 * <pre>{@code
 * @ExtendWith(InvariantExtension.class)
 * class MyTest {
 *   @Test
 *   void firstTurn(CheckedEngine engine) { ... }
 * }
 * }</pre>
 */
public final class InvariantExtension implements ParameterResolver, AfterEachCallback {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(InvariantExtension.class);
  private static final String ENGINES = "engines";

  /** Creates the extension; JUnit calls this. */
  public InvariantExtension() {}

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == CheckedEngine.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    CheckedEngine engine = CheckedEngine.of(Engine.of(rules(context)));
    engines(context).add(engine);
    return engine;
  }

  @Override
  public void afterEach(ExtensionContext context) {
    Optional<Throwable> thrown = context.getExecutionException();
    for (CheckedEngine engine : engines(context)) {
      for (InvariantViolation v : engine.violations()) {
        if (thrown.isEmpty() || !causedBy(thrown.get(), v)) {
          throw new InvariantViolation(v.invariant(), "(the test caught this) " + v.detail());
        }
      }
    }
  }

  private static boolean causedBy(Throwable t, Throwable v) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c == v) {
        return true;
      }
    }
    return false;
  }

  @SuppressWarnings("unchecked")
  private static List<CheckedEngine> engines(ExtensionContext context) {
    return (List<CheckedEngine>)
        context.getStore(NAMESPACE).getOrComputeIfAbsent(ENGINES, k -> new ArrayList<CheckedEngine>());
  }

  private static RuleSet rules(ExtensionContext context) {
    Optional<CheckInvariants> a = context.getTestMethod().flatMap(InvariantExtension::find);
    if (a.isEmpty()) {
      for (Optional<Class<?>> c = context.getTestClass(); c.isPresent(); ) {
        a = find(c.get());
        if (a.isPresent()) {
          break;
        }
        Class<?> enclosing = c.get().getEnclosingClass();
        c = Optional.ofNullable(enclosing);
      }
    }
    if (a.isEmpty()) {
      return RuleSet.of("base");
    }
    CheckInvariants ann = a.get();
    RuleSet.Builder b = RuleSet.builder();
    if (ann.modules().length > 0) {
      b.modules(ann.modules());
    }
    for (Class<? extends RuleModule> type : ann.moduleClasses()) {
      try {
        b.module(type.getConstructor().newInstance());
      } catch (NoSuchMethodException
          | InstantiationException
          | IllegalAccessException
          | InvocationTargetException e) {
        throw new ParameterResolutionException(
            "cannot create module " + type.getName() + " with a public no-argument constructor", e);
      }
    }
    for (String kv : ann.options()) {
      int eq = kv.indexOf('=');
      if (eq <= 0) {
        throw new ParameterResolutionException("option must be key=value: '" + kv + "'");
      }
      b.option(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterResolutionException("@CheckInvariants: " + e.getMessage(), e);
    }
  }

  private static Optional<CheckInvariants> find(AnnotatedElement element) {
    return AnnotationSupport.findAnnotation(element, CheckInvariants.class);
  }
}
