/** Score sheets and score sources. */
package io.github.carcassonne.score;
