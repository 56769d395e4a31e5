package io.github.carcassonne.testkit;

import io.github.carcassonne.spi.RuleModule;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a test class or method with {@link InvariantExtension}: a test parameter of type
 * {@link CheckedEngine} gets an engine over the rule set named here, every state it makes is
 * checked, and the test fails if any invariant broke, even where the test caught the error.
 *
 * <pre>{@code
 * @CheckInvariants(modules = "base", options = "base.farmers=false")
 * class MyTest {
 *   @Test
 *   void playsOn(CheckedEngine engine) {
 *     GameState s = engine.newGame(GameSetup.of(2, 1L));
 *     ...
 *   }
 * }
 * }</pre>
 *
 * On a method it overrides the class's annotation.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ExtendWith(InvariantExtension.class)
public @interface CheckInvariants {

  /** Module ids found through {@link java.util.ServiceLoader}; default the base game. */
  String[] modules() default {"base"};

  /**
   * Module classes to instantiate with their public no-argument constructor and enable (a third
   * party's module that is not registered as a service).
   */
  Class<? extends RuleModule>[] moduleClasses() default {};

  /** Options as {@code key=value}, for example {@code base.farmers=false}. */
  String[] options() default {};
}
